'use client';

export { AppError as default } from '@/components/layout/app-error';
