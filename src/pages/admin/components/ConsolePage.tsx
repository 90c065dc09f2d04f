/** One console screen: its title, a line on what it is for, actions on the right, then the content. */
import type { ReactNode } from 'react';

export default function ConsolePage({ title, intro, extra, children }: { title: string; intro?: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="admin-page">
      <header className="admin-page-head">
        <div>
          <h1>{title}</h1>
          {intro && <p>{intro}</p>}
        </div>
        {extra && <div className="admin-page-extra">{extra}</div>}
      </header>
      {children}
    </section>
  );
}
