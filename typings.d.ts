import '@umijs/max/typings';

declare module '*.css';
declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
