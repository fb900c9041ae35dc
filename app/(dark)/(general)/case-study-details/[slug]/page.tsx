import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { caseStudyParams, getCaseStudy } from '@/content';
import { CaseStudyPage } from '@/components/sections/case-study-page';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = caseStudyParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = getCaseStudy((await params).slug);
  return study ? { title: study.title, description: study.outcome } : {};
}

export default async function CaseStudyDetailsPage({ params }: Props) {
  const study = getCaseStudy((await params).slug);
  if (!study) notFound();
  return <CaseStudyPage study={study} />;
}
