// The 'Add Products' form: the shared POST /products rules (productSubmissionSchema) and the
// file counts (submissionFileCountsSchema), both checked on every submit so every message shows.
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import {
  productSubmissionSchema,
  submissionFileCountsSchema,
  type ProductSubmissionInput,
  reissue,
} from '@leafbid/domain/schemas';

/** The form's fields for the files: the cover, then photos or videos, then certificates. */
export const FILE_FIELDS = {
  cover: 'cover',
  photo: 'photos',
  certificate: 'certificates',
} as const;

const filesSchema = z
  .object({
    cover: z.custom<File | null>((v) => v === null || v instanceof Blob),
    photos: z.array(z.custom<File>((v) => v instanceof Blob)),
    certificates: z.array(z.custom<File>((v) => v instanceof Blob)),
  })
  .superRefine((files, ctx) => {
    const counts = submissionFileCountsSchema.safeParse({
      cover: files.cover ? 1 : 0,
      photo: files.photos.length,
      certificate: files.certificates.length,
    });
    for (const issue of counts.error?.issues ?? []) {
      const part = issue.path[0] as keyof typeof FILE_FIELDS;
      ctx.addIssue(reissue(issue, [FILE_FIELDS[part]]));
    }
  });

/** Intersected, so the field rules and the file rules report together. */
export const submissionFormSchema = productSubmissionSchema.and(filesSchema);

export type SubmissionFormInput = ProductSubmissionInput & z.input<typeof filesSchema>;
export type SubmissionFormValues = z.output<typeof submissionFormSchema>;

/** An empty form: arrays empty, numbers unset (an empty number input reads as NaN: "required"). */
export const EMPTY_FORM: DefaultValues<SubmissionFormInput> = {
  Product_Name: '',
  Description: '',
  Product_Category: [],
  Categories: [],
  Harvest_Date: '',
  Manufacturer_name: '',
  Lineage: '',
  Aromas: '',
  Highest_Terpenes: [],
  Certification: [],
  cover: null,
  photos: [],
  certificates: [],
};
