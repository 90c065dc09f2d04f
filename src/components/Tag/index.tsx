/**
 * A label in the look of antd's Tag with a preset colour (text, light background and border
 * of the colour's palette; `default` the neutral grey), as a plain span: antd's Tag brought
 * its closable and checkable parts, the wave effect and their code to pages that only
 * label things. Nothing here closes or checks.
 */
import type { HTMLAttributes } from 'react';
import styles from './Tag.module.css';

export const TAG_COLORS = ['default', 'green', 'volcano', 'orange', 'red', 'blue', 'gold'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  color?: TagColor;
}

export default function Tag({ color = 'default', className, children, ...rest }: TagProps) {
  return (
    <span {...rest} className={className ? `${styles.tag} ${className}` : styles.tag} data-color={color}>
      {children}
    </span>
  );
}
