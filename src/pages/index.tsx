export default function Home() { return null; }
