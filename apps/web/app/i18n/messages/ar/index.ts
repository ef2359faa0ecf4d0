// One file per area of the shop; each holds that area's flat keys (`area.name`).
import account from './account.json';
import accountForms from './account-forms.json';
import cart from './cart.json';
import catalog from './catalog.json';
import checkout from './checkout.json';
import compare from './compare.json';
import content from './content.json';
import orders from './orders.json';
import product from './product.json';
import profile from './profile.json';
import search from './search.json';
import service from './service.json';
import shell from './shell.json';

export const arabic = {
  ...account,
  ...accountForms,
  ...cart,
  ...catalog,
  ...checkout,
  ...compare,
  ...content,
  ...orders,
  ...product,
  ...profile,
  ...search,
  ...service,
  ...shell,
};
