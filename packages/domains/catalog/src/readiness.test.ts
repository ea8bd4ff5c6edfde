import { describe, expect, it } from 'vitest';
import { isValidGtin, materialFromDescription } from './readiness';
import { htmlText } from './product-lookup';
import { changedFields } from './content';

describe('readiness rules', () => {
  it.each([
    ['4006381333931', true], // EAN-13
    ['4006381333932', false], // wrong check digit
    ['96385074', true], // GTIN-8
    ['036000291452', true], // UPC-A (GTIN-12)
    ['10012345678902', true], // GTIN-14
    ['400638133393', false], // 12 digits, wrong check digit
    ['40063813339a', false],
    ['', false],
  ])('isValidGtin(%s) = %s', (code, valid) => expect(isValidGtin(code)).toBe(valid));

  it('reads a stated material from a list item or line, else null', () => {
    expect(materialFromDescription('<ul><li>Material: 100% merino wool</li><li>Hand wash</li></ul>')).toBe('100% merino wool');
    expect(materialFromDescription('<p>Soft.</p>\nMaterial: Linen.\nCare: wash')).toBe('Linen');
    expect(materialFromDescription('<li>Material: Fjord &amp; Pine blend</li>')).toBe('Fjord & Pine blend');
    expect(materialFromDescription('<p>Our raw material is love.</p>')).toBeNull();
  });

  it('strips HTML to its text', () => {
    expect(htmlText('<p>A &amp; B</p><ul><li>x</li></ul><script>bad()</script>')).toBe('A & B x');
  });

  it('lists the fields a version changed', () => {
    const v = { title: 'T', description_html: 'D', seo_title: null, seo_description: 'S' };
    expect(changedFields(v, undefined)).toEqual(['title', 'description_html', 'seo_title', 'seo_description']);
    expect(changedFields(v, { ...v, description_html: 'old', seo_title: 'x' })).toEqual(['description_html', 'seo_title']);
  });
});
