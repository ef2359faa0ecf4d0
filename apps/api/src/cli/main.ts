import { runShop } from './shop.ts';

const { code, out } = await runShop(process.argv.slice(2));
(code === 0 ? console.log : console.error)(out);
process.exitCode = code;
