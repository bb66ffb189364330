import { clsx, type ClassValue } from 'clsx';

/** Joins class names (conditional classes allowed). */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
