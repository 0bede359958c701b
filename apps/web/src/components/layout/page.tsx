import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '../ui/breadcrumb.tsx';

export interface PageProps {
  /** The page's own class beside `page`, e.g. `audit-page`. */
  className: string;
  /** The page's heading, and the breadcrumb's last item unless `crumb` names it otherwise. */
  title: string;
  /** The breadcrumb items between Home and this page. */
  trail?: readonly BreadcrumbItem[];
  crumb?: string;
  children?: ReactNode;
}

/** A routed page: the breadcrumb (Home, the trail, this page), its heading, then its content. */
export function Page({ className, title, trail = [], crumb, children }: PageProps) {
  return (
    <section className={`page ${className}`}>
      <Breadcrumb items={[...trail, { name: crumb ?? title }]} />
      <h1>{title}</h1>
      {children}
    </section>
  );
}
