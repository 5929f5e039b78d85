import { expect, type Locator, type Page } from '@playwright/test';

/** A file for `setInputFiles`. */
export interface FileInput {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface Submission {
  name: string;
  category: string;
  type: 'Indica' | 'Sativa' | 'Hybrid';
  certification: 'GACP' | 'GMP1' | 'GMP2' | 'GPP';
  terpenes: string[];
  cover: FileInput;
  photos: FileInput[];
  certificates: FileInput[];
}

/** /listings (listings remote): My Products, the product edit popup and the 'Add Products' form. */
export class ListingsScreen {
  constructor(private readonly page: Page) {}

  tab(name: 'My Products' | 'Add Products'): Locator {
    return this.page.getByRole('tab', { name });
  }

  cards(): Locator {
    return this.page.getByRole('tabpanel').getByRole('article');
  }

  /** A card by product name, also while a popup hides the page from assistive technology. */
  card(name: string): Locator {
    return this.page.getByRole('article', { name, includeHidden: true });
  }

  form(): Locator {
    return this.page.getByRole('form', { name: 'Submit a new product' });
  }

  /** A field by the start of its label (required labels end with their ' *' mark). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.form()
      .getByLabel(new RegExp(`^${escaped}`))
      .and(this.page.locator('input, textarea'));
  }

  async fill(submission: Submission): Promise<void> {
    await this.tab('Add Products').click();
    const form = this.form();
    await expect(form).toBeVisible();
    await this.field('Product Name').fill(submission.name);
    await this.field('Manufacturer Name').fill('Fraser Valley Craft');
    await this.field('Description').fill('Slow-cured indoor flower, hand trimmed.');
    await this.field('Lineage').fill('Afghani x Thai');
    await this.field('Aromas').fill('Pine, earth');
    await this.field('Harvest Date').fill('2026-09-30');
    await form
      .getByRole('group', { name: 'Product Category' })
      .getByLabel(submission.category)
      .check();
    await form.getByRole('group', { name: 'Type' }).getByLabel(submission.type).check();
    await form
      .getByRole('group', { name: 'Certification' })
      .getByLabel(submission.certification)
      .check();
    const terpenes = form.getByRole('combobox', { name: 'Terpenes' });
    for (const name of submission.terpenes) {
      await terpenes.fill(name);
      await terpenes.press('Enter');
    }
    const numbers: Array<[string, string]> = [
      ['Total terpenes %', '2.4'],
      ['THC min %', '21'],
      ['THC max %', '24.5'],
      ['CBD min %', '0'],
      ['CBD max %', '0.8'],
      ['MOQ (g)', '250'],
      ['Bid minimum', '2.75'],
      ['Grams Available', '12000'],
      ['Upcoming QTY', '4000'],
    ];
    for (const [label, value] of numbers) await this.field(label).fill(value);
    await this.field('Cover Image').setInputFiles(submission.cover);
    await this.field('Photos or videos').setInputFiles(submission.photos);
    await this.field('Certificates').setInputFiles(submission.certificates);
    await expect(form.getByText('Preparing images...')).toHaveCount(0);
  }

  async openEdit(name: string): Promise<Locator> {
    await this.card(name).getByRole('button', { name: 'Edit' }).click();
    const dialog = this.page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
