import fs from 'node:fs';
import { openApiDocument } from '../openapi.js';

/** Writes mesh/openapi.json, the source the gateway composes (npm run compose). */
const document = await openApiDocument();
fs.writeFileSync('mesh/openapi.json', JSON.stringify(document, null, 2) + '\n');
console.log('wrote mesh/openapi.json');
