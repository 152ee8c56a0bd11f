import { Module } from '@nestjs/common';

/** The search index of coaches, careers and videos, and its queries. Its features arrive with their issues; today it answers search.health. */
@Module({})
export class SearchModule {}
