import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import { adminProduct, catalogChoices, type CatalogChoices } from '@shop/contract/admin-catalog';
import { FormField, SelectField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import {
  blankVariant,
  MAX_VARIANTS,
  readForm,
  requestOf,
  valuesOf,
  type ProductValues,
  type VariantValues,
} from '#web/features/admin/product-form.ts';
import { RichTextField } from '#web/features/admin/rich-text-field.tsx';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { withCookies } from '#web/lib/form-post.server.ts';
import adminCatalogCss from '#web/styles/admin-catalog.css?url';
import type { Route } from './+types/admin-product-edit';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCatalogCss }];

export function meta({ data: loaded }: Route.MetaArgs) {
  return adminMeta(loaded?.product ? `Edit ${loaded.product.name}` : 'New product');
}

/** The id of /admin/products/:id, or null for /admin/products/new. */
function productIdOf(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0)
    throw data({ message: 'There is no product with this id.' }, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const id = productIdOf(args.params);
  const api = staffApi(args);
  const [choices, product] = await Promise.all([
    api.request('/api/admin/products/choices', catalogChoices),
    id === null ? Promise.resolve(null) : api.request(`/api/admin/products/${id}`, adminProduct),
  ]);
  if (!choices.ok) throw data({ message: choices.message }, { status: choices.status });
  if (product && !product.ok) throw data({ message: product.message }, { status: product.status });
  const canEdit = session.staff.role !== 'support';
  if (id === null && !canEdit)
    throw data({ message: 'Only an owner or a manager can add products.' }, { status: 403 });
  return {
    csrf: session.csrf_token,
    canEdit,
    product: product ? product.body.data : null,
    choices: choices.body.data,
    saved: new URL(args.request.url).searchParams.get('saved') === '1',
  };
}

/** What a post answers: the form as it was sent (to show again), and what went wrong or right. */
interface Outcome {
  values: ProductValues;
  fields?: Record<string, string>;
  failure?: string;
  notice?: string;
  /** The save was refused because someone else saved first. */
  stale?: boolean;
}

const fieldsOf = (body: unknown): Record<string, string> => {
  const parsed = z.object({ data: z.object({ fields: z.record(z.string(), z.string()) }) }).safeParse(body);
  return parsed.success ? parsed.data.data.fields : {};
};

/**
 * Saves, or changes the form's variants ("Add variant", "Remove variant 2") without saving, so the form works as a
 * plain post. The API decides who may save; the page passes on the CSRF token it was rendered with.
 */
export async function action(args: Route.ActionArgs) {
  const id = productIdOf(args.params);
  const form = await args.request.formData();
  const values = readForm(form);
  const intent = String(form.get('intent') ?? 'save');

  if (intent === 'add-variant') {
    if (values.variants.length < MAX_VARIANTS) values.variants.push(blankVariant());
    return data<Outcome>({ values });
  }
  if (intent.startsWith('remove-variant:')) {
    const index = Number(intent.slice('remove-variant:'.length));
    if (values.variants.length > 1) values.variants.splice(index, 1);
    return data<Outcome>({ values });
  }

  const version = Number(form.get('version'));
  const { request, fields } = requestOf(values, id === null ? undefined : version);
  if (Object.keys(fields).length > 0)
    return data<Outcome>(
      { values, fields, failure: 'Some fields need attention: see the messages beside them.' },
      { status: 400 },
    );
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const result =
    id === null
      ? await api.post('/api/admin/products', adminProduct, request)
      : await api.post(`/api/admin/products/${id}`, adminProduct, request, 'PUT');
  if (!result.ok) {
    return data<Outcome>(
      {
        values,
        fields: fieldsOf(result.body),
        failure: result.message,
        stale: result.status === 409 && !fieldsOf(result.body).slug && id !== null,
      },
      { status: result.status },
    );
  }
  if (id === null)
    throw redirect(`/admin/products/${result.body.data.id}?saved=1`, { headers: withCookies(api.cookies) });
  return data<Outcome>({ values: valuesOf(result.body.data), notice: 'Saved' });
}

export default function AdminProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product, choices, canEdit, csrf, saved } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const values = outcome?.values ?? valuesOf(product);
  const fields = outcome?.fields ?? {};
  const busy = useNavigation().state === 'submitting';
  const notice = outcome?.notice ?? (saved && !outcome ? 'Saved' : undefined);
  const title = product ? product.name : 'New product';

  return (
    <section className="admin-page product-editor" aria-labelledby="product-editor-title">
      <p className="admin-crumbs">
        <Link to="/admin/products">Products</Link>
      </p>
      <h1 id="product-editor-title" className="admin-page__title">
        {title}
      </h1>
      {product ? (
        <p className="admin-note">
          SKU {product.sku} ·{' '}
          <a href={`/item/${product.slug}`} target="_blank" rel="noreferrer">
            See it in the shop
          </a>
        </p>
      ) : null}
      {!canEdit ? (
        <p className="admin-note" role="note">
          You can read this product. Only an owner or a manager can change it, its prices or its stock.
        </p>
      ) : null}

      {/* Remounted after each answer, so the fields show what was saved or sent. */}
      <Form
        method="post"
        noValidate
        className="product-editor__form"
        key={`${product?.version ?? 'new'}|${JSON.stringify(outcome?.values ?? null).length}|${outcome?.notice ?? ''}`}
      >
        {/* Enter in a field saves (the first submit button of a form is the one Enter presses). */}
        {canEdit ? <button type="submit" name="intent" value="save" hidden tabIndex={-1} /> : null}
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="version" value={product?.version ?? ''} />
        <input type="hidden" name="variant_count" value={values.variants.length} />
        <fieldset className="product-editor__all" disabled={!canEdit}>
          <legend className="visually-hidden">{title}</legend>
          <ProductSection values={values} fields={fields} choices={choices} />
          <VariantsSection values={values} fields={fields} canEdit={canEdit} colours={choices.colors} />
          <section className="admin-card product-editor__section" aria-labelledby="editor-description">
            <h2 id="editor-description" className="admin-card__title">
              Description and specifications
            </h2>
            <RichTextField
              label="Description"
              name="long_description"
              defaultValue={values.long_description}
              error={fields.long_description}
              disabled={!canEdit}
            />
            <TextAreaField
              label="Description (Arabic)"
              name="long_description_ar"
              dir="rtl"
              lang="ar"
              rows={6}
              defaultValue={values.long_description_ar}
              error={fields.long_description_ar}
              hint="HTML, as the English description is kept: <p>, <ul> and <li>, <strong>, <table>. Optional: Arabic pages show the English when it is empty."
            />
            <TextAreaField
              label="Specifications"
              name="attributes"
              rows={4}
              defaultValue={values.attributes}
              error={fields.attributes}
              hint="One per line: name, a colon, then values separated by commas, e.g. Connectivity: 5G, USB-C"
            />
          </section>
          <section className="admin-card product-editor__section" aria-labelledby="editor-seo">
            <h2 id="editor-seo" className="admin-card__title">
              Search engines
            </h2>
            <FormField
              label="SEO title"
              name="seo_title"
              defaultValue={values.seo_title}
              error={fields.seo_title}
              maxLength={120}
              hint="Empty: the product's name."
            />
            <TextAreaField
              label="SEO description"
              name="meta_description"
              rows={3}
              defaultValue={values.meta_description}
              error={fields.meta_description}
            />
            <FormField
              label="SEO title (Arabic)"
              name="seo_title_ar"
              dir="rtl"
              lang="ar"
              defaultValue={values.seo_title_ar}
              error={fields.seo_title_ar}
              maxLength={120}
              hint="Empty: the English SEO title, else the name."
            />
            <TextAreaField
              label="SEO description (Arabic)"
              name="meta_description_ar"
              dir="rtl"
              lang="ar"
              rows={3}
              defaultValue={values.meta_description_ar}
              error={fields.meta_description_ar}
            />
          </section>
        </fieldset>
        <PicturesSection
          productId={product?.id ?? null}
          images={product?.images ?? []}
          error={fields.pictures}
        />
        <div className="product-editor__actions">
          <FormMessage message={notice} tone="success" />
          <FormMessage message={outcome?.failure} />
          {outcome?.stale ? (
            <p>
              <a href={product ? `/admin/products/${product.id}` : '/admin/products'}>Reload the product</a>
            </p>
          ) : null}
          {canEdit ? (
            <button
              className="button button--primary"
              type="submit"
              name="intent"
              value="save"
              disabled={busy}
            >
              Save
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

type SectionProps = { values: ProductValues; fields: Record<string, string> };

function ProductSection({ values, fields, choices }: SectionProps & { choices: CatalogChoices }) {
  const flags = [
    ['active', 'Active'],
    ['preorder', 'Pre-order'],
    ['available_soon', 'Available soon'],
    ['is_new', 'New'],
    ['top', 'Top'],
  ] as const;
  return (
    <section className="admin-card product-editor__section" aria-labelledby="editor-product">
      <h2 id="editor-product" className="admin-card__title">
        Product
      </h2>
      <div className="product-editor__grid">
        <FormField label="Name" name="name" defaultValue={values.name} error={fields.name} maxLength={200} />
        <FormField
          label="Name (Arabic)"
          name="name_ar"
          dir="rtl"
          lang="ar"
          defaultValue={values.name_ar}
          error={fields.name_ar}
          maxLength={200}
          hint="Empty: Arabic pages show the English name."
        />
        <FormField
          label="Slug"
          name="slug"
          defaultValue={values.slug}
          error={fields.slug}
          hint="The page's address: /item/slug, e.g. iphone-17-pro"
        />
        <SelectField
          label="Category"
          name="category_id"
          defaultValue={values.category_id}
          error={fields.category_id}
        >
          <option value="">Choose…</option>
          {choices.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sub-category"
          name="sub_category_id"
          defaultValue={values.sub_category_id}
          error={fields.sub_category_id}
        >
          <option value="">None</option>
          {choices.categories.map((c) => (
            <optgroup key={c.id} label={c.name}>
              {choices.sub_categories
                .filter((s) => s.category_id === c.id)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        <FormField
          label="Brand"
          name="brand"
          defaultValue={values.brand}
          error={fields.brand}
          list="brand-names"
          hint="A new name adds the brand."
        />
        <datalist id="brand-names">
          {choices.brands.map((b) => (
            <option key={b.id} value={b.name} />
          ))}
        </datalist>
        <FormField
          label="Max per order"
          name="max_per_order"
          inputMode="numeric"
          defaultValue={values.max_per_order}
          error={fields.max_per_order}
          hint="Empty: no limit."
        />
        <FormField
          label="Old price"
          name="old_price"
          inputMode="numeric"
          defaultValue={values.old_price}
          error={fields.old_price}
          hint="Struck through on the card; above the price."
        />
        <FormField
          label="Direct discount"
          name="direct_discount"
          inputMode="numeric"
          defaultValue={values.direct_discount}
          error={fields.direct_discount}
          hint="EGP off each variant without a discount price."
        />
      </div>
      <TextAreaField
        label="Short description"
        name="details"
        rows={2}
        defaultValue={values.details}
        error={fields.details}
      />
      <TextAreaField
        label="Short description (Arabic)"
        name="details_ar"
        dir="rtl"
        lang="ar"
        rows={2}
        defaultValue={values.details_ar}
        error={fields.details_ar}
      />
      <fieldset className="product-editor__flags">
        <legend className="form-field__label">Shown as</legend>
        {flags.map(([name, label]) => (
          <label key={name} className="product-editor__flag">
            <input type="checkbox" name={name} defaultChecked={values[name]} />
            {label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

function VariantsSection({
  values,
  fields,
  canEdit,
  colours,
}: SectionProps & { canEdit: boolean; colours: CatalogChoices['colors'] }) {
  return (
    <section className="admin-card product-editor__section" aria-labelledby="editor-variants">
      <h2 id="editor-variants" className="admin-card__title">
        Variants
      </h2>
      <datalist id="colour-names">
        {colours.map((c) => (
          <option key={c.name} value={c.name} />
        ))}
      </datalist>
      {values.variants.map((variant, index) => (
        <VariantFields
          key={`${index}-${variant.id}`}
          variant={variant}
          index={index}
          fields={fields}
          removable={canEdit && values.variants.length > 1}
        />
      ))}
      {canEdit && values.variants.length < MAX_VARIANTS ? (
        <button className="button button--secondary" type="submit" name="intent" value="add-variant">
          Add variant
        </button>
      ) : null}
    </section>
  );
}

function VariantFields({
  variant,
  index,
  fields,
  removable,
}: {
  variant: VariantValues;
  index: number;
  fields: Record<string, string>;
  removable: boolean;
}) {
  const at = `variants.${index}`;
  // The first variant's fields are "SKU", "Price", "Stock"; the others say which variant they belong to.
  const suffix = index === 0 ? '' : ` (variant ${index + 1})`;
  return (
    <fieldset className="product-editor__variant">
      <legend className="product-editor__variant-title">Variant {index + 1}</legend>
      <input type="hidden" name={`${at}.id`} value={variant.id} />
      <input type="hidden" name={`${at}.stock_opened`} value={variant.stock_opened} />
      <div className="product-editor__grid">
        <FormField
          label={`SKU${suffix}`}
          name={`${at}.sku`}
          defaultValue={variant.sku}
          error={fields[`${at}.sku`]}
        />
        <FormField
          label={`Price${suffix}`}
          name={`${at}.price`}
          inputMode="numeric"
          defaultValue={variant.price}
          error={fields[`${at}.price`]}
        />
        <FormField
          label={`Discount price${suffix}`}
          name={`${at}.discount_price`}
          inputMode="numeric"
          defaultValue={variant.discount_price}
          error={fields[`${at}.discount_price`]}
        />
        <FormField
          label={`Stock${suffix}`}
          name={`${at}.stock`}
          inputMode="numeric"
          defaultValue={variant.stock}
          error={fields[`${at}.stock`]}
        />
        <FormField
          label={`Colour${suffix}`}
          name={`${at}.color`}
          defaultValue={variant.color}
          error={fields[`${at}.color`]}
          list="colour-names"
        />
        <div className="product-editor__swatch">
          <FormField
            label={`Swatch${suffix}`}
            name={`${at}.color_code`}
            defaultValue={variant.color_code}
            error={fields[`${at}.color_code`]}
            placeholder="#1d1d1f"
            hint="Only for a new colour."
          />
          {/^#[0-9a-f]{6}$/i.test(variant.color_code) ? (
            <span
              className="product-editor__chip"
              style={{ background: variant.color_code }}
              aria-hidden="true"
            />
          ) : null}
        </div>
        <FormField
          label={`Size${suffix}`}
          name={`${at}.size`}
          defaultValue={variant.size}
          error={fields[`${at}.size`]}
        />
        <FormField
          label={`Mac model${suffix}`}
          name={`${at}.mac_model`}
          defaultValue={variant.mac_model}
          error={fields[`${at}.mac_model`]}
        />
      </div>
      {removable ? (
        <button
          className="button button--secondary admin-small-button"
          type="submit"
          name="intent"
          value={`remove-variant:${index}`}
        >
          Remove variant {index + 1}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The product's pictures, read here; they are uploaded, replaced, ordered and removed on the product's pictures page. */
function PicturesSection({
  productId,
  images,
  error,
}: {
  productId: number | null;
  images: string[];
  error: string | undefined;
}) {
  return (
    <section className="admin-card product-editor__section" aria-labelledby="editor-pictures">
      <h2 id="editor-pictures" className="admin-card__title">
        Pictures
      </h2>
      {images.length === 0 ? (
        <p className="admin-note">
          No pictures yet: the shop shows the category&apos;s picture until pictures are added.
        </p>
      ) : (
        <ul className="product-editor__pictures">
          {images.map((image, index) => (
            <li key={image}>
              <img src={image} alt={`Picture ${index + 1}`} width={96} height={96} />
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="form-field__error">{error}</p> : null}
      {productId === null ? (
        <p className="admin-note">Save the product first, then add its pictures.</p>
      ) : (
        <Link to={`/admin/products/${productId}/pictures`} className="button button--secondary">
          Manage pictures
        </Link>
      )}
    </section>
  );
}
