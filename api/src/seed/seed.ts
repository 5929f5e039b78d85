import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { contacts, productFiles, products, tasks } from '../db/schema.js';
import { renderCoverPng } from './cover-image.js';
import { loadDemoFixtures, type DemoFixtures } from './demo-fixtures.js';
import {
  bidDescription,
  purchaseRequestSubject,
  PURCHASE_REQUEST_TASK_TYPE,
} from '../domain/bid.js';
import { bytesOf, type StoragePort } from '../storage/storage-port.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedResult {
  seeded: boolean;
  contacts: number;
  products: number;
  tasks: number;
}

/**
 * Demo data (the fixtures in api/fixtures/demo, read only now) — runs once: skipped as soon as any
 * contact exists. Rows go in one transaction; cover bytes are written to storage first and removed
 * again if the rows fail.
 */
export async function seedDemoData(
  db: Db,
  storage: StoragePort,
  now: Date = new Date(),
  fixtures?: DemoFixtures,
): Promise<SeedResult> {
  const [existing] = await db.select({ n: count() }).from(contacts);
  if ((existing?.n ?? 0) > 0) return { seeded: false, contacts: 0, products: 0, tasks: 0 };
  const {
    accounts: demoAccounts,
    invitedContacts: demoInvitedContacts,
    products: demoProducts,
    tasks: demoTasks,
  } = fixtures ?? (await loadDemoFixtures());

  const contactIdByUid = new Map(demoAccounts.map((a) => [a.uid, newId('c')]));
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const productRows = demoProducts.map((p) => ({
    id: newId('p'),
    ownerContactId: contactIdByUid.get(p.ownerUid) ?? null,
    productName: p.Product_Name,
    description: p.Description,
    manufacturerName: p.Manufacturer_name,
    lineage: p.Lineage,
    aromas: p.Aromas,
    productCategory: p.Product_Category,
    categories: [...p.Categories],
    certification: [...p.Certification],
    terpen: p.Terpen,
    highestTerpenes: p.Highest_Terpenes,
    totalTerpenesPercentage: p.Total_Terpenes_Percentage,
    thcAsIs: p.THC_as_is,
    thcMin: p.THC_Min,
    thcMax: p.THC_Max,
    cbdAsIs: p.CBD_as_is,
    cbdMin: p.CBD_Min,
    cbdMax: p.CBD_Max,
    minQtyRequest: p.Min_QTY_Request,
    minRequestPrice: p.Min_Request_G_Including_5_markup,
    gramsAvailable: p.Grams_Available_When_submitted,
    upcomingQty3Months: p.Upcoming_QTY_3_Months,
    harvestDate: p.Harvest_Date,
    productActive: p.Product_Active,
    requestPending: p.Request_pending,
    createdAt: daysAgo(p.createdDaysAgo),
    publishRequestedAt: p.Request_pending ? daysAgo(p.createdDaysAgo) : null,
  }));

  const coverRows = productRows.map((p, i) => {
    const bytes = renderCoverPng(i + 1, p.productName);
    const id = newId('f');
    return {
      row: {
        id,
        productId: p.id,
        kind: 'cover' as const,
        position: 0,
        storageKey: `products/${id}`,
        contentType: 'image/png',
        fileName: 'cover.png',
        size: bytes.length,
      },
      bytes,
    };
  });

  const taskRows = demoTasks.map((t) => {
    const contactId = contactIdByUid.get(t.ownerUid);
    if (!contactId) throw new Error(`demo task owner ${t.ownerUid} is not a demo account`);
    const product = t.productIndex === null ? undefined : productRows[t.productIndex];
    const createdAt = daysAgo(t.createdDaysAgo);
    const closed = t.status === 'Completed';
    return {
      id: newId('t'),
      subject: product
        ? purchaseRequestSubject(product.productName)
        : (t.subject ?? 'New support request'),
      taskType: product ? PURCHASE_REQUEST_TASK_TYPE : null,
      status: t.status,
      productId: product?.id ?? null,
      productName: product?.productName ?? null,
      contactId,
      description: product
        ? bidDescription(t.quantity, t.pricePerGram)
        : (t.subject ?? 'Support request'),
      createdAt,
      modifiedAt: createdAt,
      closedAt: closed ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
    };
  });

  for (const c of coverRows)
    await storage.put(c.row.storageKey, bytesOf(c.bytes), c.row.contentType);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(contacts).values(
        demoAccounts.map((a) => ({
          id: contactIdByUid.get(a.uid)!,
          firstName: a.firstName,
          lastName: a.lastName,
          company: a.company,
          title: a.title,
          phone: a.phone,
          mailingStreet: a.street,
          mailingCity: a.city,
          mailingState: a.province,
          mailingZip: a.zip,
          email: a.email.toLowerCase(),
          userUid: a.uid,
          contactType: a.contactType,
          accountConfirmed: a.accountConfirmed,
          // The demo's confirmed accounts were reviewed by the operator already (issue 11).
          confirmedAt: a.accountConfirmed ? now : null,
          verifiedAt: a.accountConfirmed ? now : null,
        })),
      );
      // Contacts without a sign-in yet (issue 7: linked at sign-up once the email is verified).
      await tx.insert(contacts).values(
        demoInvitedContacts.map((a) => ({
          id: newId('c'),
          firstName: a.firstName,
          lastName: a.lastName,
          company: a.company,
          title: a.title,
          phone: a.phone,
          mailingStreet: a.street,
          mailingCity: a.city,
          mailingState: a.province,
          mailingZip: a.zip,
          email: a.email.toLowerCase(),
          userUid: null,
          contactType: a.contactType,
          accountConfirmed: a.accountConfirmed,
        })),
      );
      if (productRows.length) await tx.insert(products).values(productRows);
      if (coverRows.length) await tx.insert(productFiles).values(coverRows.map((c) => c.row));
      if (taskRows.length) await tx.insert(tasks).values(taskRows);
    });
  } catch (error) {
    await Promise.allSettled(coverRows.map((c) => storage.delete(c.row.storageKey)));
    throw error;
  }
  return {
    seeded: true,
    contacts: demoAccounts.length + demoInvitedContacts.length,
    products: productRows.length,
    tasks: taskRows.length,
  };
}
