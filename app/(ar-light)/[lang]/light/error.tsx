'use client';

export { default } from '@/app/(dark)/error';
