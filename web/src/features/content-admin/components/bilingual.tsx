/** The content editors' English and Filipino field pair: the shared one. */
export { Bilingual } from '@/components/form/bilingual';
