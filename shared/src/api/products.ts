// Product calls of docs/api.md (spec §7): reads, the submission, edits and status changes.
import { API_FALLBACK, type Product } from '@leafbid/domain';
import {
  SUBMISSION_PARTS,
  type ProductSubmissionInput,
  type ProductUpdateBody,
} from '@leafbid/domain/schemas';
import { apiRequest, requireField } from './api-request';
import { apiUpload } from './api-upload';

function productList(body: unknown): Product[] {
  const products = requireField<unknown>(body, 'products');
  if (!Array.isArray(products)) return requireField<Product[]>({}, 'products');
  return products as Product[];
}

/** GET /products?owner=me → the caller's own products, any status, whole (My Listings). */
export async function fetchProducts(): Promise<Product[]> {
  const body = await apiRequest('/products', {
    query: { owner: 'me' },
    fallback: API_FALLBACK.fetchProducts,
  });
  return productList(body);
}

/** GET /products/{id}. */
export async function fetchProduct(id: string): Promise<Product> {
  const body = await apiRequest(`/products/${encodeURIComponent(id)}`, {
    fallback: API_FALLBACK.fetchProduct,
  });
  return requireField<Product>(body, 'product');
}

/** The files of a submission (spec §5): one cover image, 1–4 photos or videos, 1–2 certificates. */
export interface SubmissionFiles {
  cover: Blob & { name?: string };
  photos: ReadonlyArray<Blob & { name?: string }>;
  certificates: ReadonlyArray<Blob & { name?: string }>;
}

/** A FormData of a submission: the `product` part (JSON) first, then the files (docs/api.md). */
export function submissionFormData(
  submission: ProductSubmissionInput,
  files: SubmissionFiles,
): FormData {
  const form = new FormData();
  const append = (field: string, file: Blob & { name?: string }, fallbackName: string) =>
    form.append(field, file, file.name || fallbackName);
  form.append(SUBMISSION_PARTS.product, JSON.stringify(submission));
  append(SUBMISSION_PARTS.cover, files.cover, 'cover.jpg');
  files.photos.forEach((f, i) => append(SUBMISSION_PARTS.photo, f, `photo-${i + 1}`));
  files.certificates.forEach((f, i) =>
    append(SUBMISSION_PARTS.certificate, f, `certificate-${i + 1}`),
  );
  return form;
}

/**
 * POST /products (multipart: the fields and the files in one request, all or nothing) → the
 * created product, inactive and not pending. `onProgress` gets the share of the body sent.
 */
export async function submitProduct(
  submission: ProductSubmissionInput,
  files: SubmissionFiles,
  onProgress?: (sent: number) => void,
): Promise<Product> {
  const body = await apiUpload('/products', {
    formData: submissionFormData(submission, files),
    fallback: API_FALLBACK.createProduct,
    ...(onProgress ? { onProgress } : {}),
  });
  const data = requireField<unknown>(body, 'data');
  const product = Array.isArray(data) ? (data[0] as Product | undefined) : undefined;
  return product ?? requireField<Product>({}, 'data');
}

const productPath = (id: string, action = '') => `/products/${encodeURIComponent(id)}${action}`;

/** PUT /products/{id} with the edit popup's fields, or {Request_pending:false} (spec §7). */
export async function updateProduct(id: string, patch: ProductUpdateBody): Promise<Product> {
  const body = await apiRequest(productPath(id), {
    method: 'PUT',
    body: patch,
    fallback: API_FALLBACK.updateProduct,
  });
  return requireField<Product>(body, 'product');
}

/** PUT /products/{id}/archive → inactive, pending cleared. */
export async function archiveProduct(id: string): Promise<Product> {
  const body = await apiRequest(productPath(id, '/archive'), {
    method: 'PUT',
    fallback: API_FALLBACK.archiveProduct,
  });
  return requireField<Product>(body, 'product');
}

/** POST /products/{id}/request-publish → pending set. */
export async function requestPublish(id: string): Promise<Product> {
  const body = await apiRequest(productPath(id, '/request-publish'), {
    method: 'POST',
    fallback: API_FALLBACK.requestPublish,
  });
  return requireField<Product>(body, 'product');
}

/** 'Cancel Request': PUT /products/{id} {Request_pending:false} (spec §7). */
export function cancelPublishRequest(id: string): Promise<Product> {
  return updateProduct(id, { Request_pending: false });
}

/** DELETE /products/{id} (its files go with it). */
export async function deleteProduct(id: string): Promise<void> {
  await apiRequest(productPath(id), { method: 'DELETE', fallback: API_FALLBACK.deleteProduct });
}
