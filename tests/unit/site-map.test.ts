import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addressOfFile,
  articleAddress,
  guideDownloadAddress,
  guideFileAddress,
  guideOfAddress,
  guidePageAddress,
  teacherGuideAddress,
  teachingFileAddress,
  addressPattern, fileForAddress, languageVersions, localeOf, notFound, pageKeptOffline, routeForAddress, routeLocale, routeWords, siteAddresses, siteMap, twinAddress } from '../../src/site-map';

const content = {
  categories: [{ slug: 'body', articles: [{ slug: 'how-you-breathe' }, { slug: 'your-heart' }] }],
  guides: [{ slug: 'first-aid-basics' }],
};

describe('the site map', () => {
  it('names a screen module that exists for every route and for the Not-found page', () => {
    for (const page of [...siteMap.map((route) => route.page), notFound.page]) {
      expect(existsSync(`src/pages/${page}.tsx`), page).toBe(true);
    }
  });

  it('lists each address once: fixed routes as they are, patterns from the content, the Not-found pages last', () => {
    const addresses = siteAddresses(content);
    expect(addresses).toEqual(expect.arrayContaining(['/', '/about', '/library/body', '/library/body/how-you-breathe', '/resources/first-aid-basics']));
    expect(addresses.slice(-2)).toEqual(['/404', '/es/404']);
    expect(fileForAddress('/es/404')).toBe('es/404.html');
    expect(pageKeptOffline('/es/404')).toBe(true);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.some((address) => address.includes(':'))).toBe(false);
  });

  it('writes each address to its own file, with or without a closing slash', () => {
    expect(fileForAddress('/')).toBe('index.html');
    expect(fileForAddress('/about')).toBe('about.html');
    expect(fileForAddress('/about/')).toBe('about.html');
    expect(fileForAddress('/library/body/how-you-breathe//')).toBe('library/body/how-you-breathe.html');
    expect(fileForAddress(notFound.address)).toBe('404.html');
    const files = siteAddresses(content).map(fileForAddress);
    expect(new Set(files).size).toBe(files.length);
  });

  it('matches every built address to the route it was built from, and nothing else', () => {
    for (const route of siteMap) {
      for (const address of route.addresses?.(content) ?? [route.path]) {
        expect(routeForAddress(address)?.path, address).toBe(route.path);
        if (address !== '/') expect(routeForAddress(`${address}/`)?.path, `${address}/`).toBe(route.path);
      }
    }
    expect(routeForAddress('/library/body/how-you-breathe/extra')).toBeUndefined();
    expect(routeForAddress('/no-such-page')).toBeUndefined();
    expect(routeForAddress('/aboutx')).toBeUndefined();
  });

  it('gives the page loader patterns that are plain regular expressions', () => {
    expect(addressPattern({ path: '/' })).toBe('^/$');
    expect(new RegExp(addressPattern({ path: '/library/:category' })).test('/library/body/')).toBe(true);
    expect(new RegExp(addressPattern({ path: '/a.b' })).test('/axb')).toBe(false);
  });
});

describe('the offline copy', () => {
  it('keeps the built pages whose route says so (the home page) and the Not-found page, from which the app draws every other page offline', () => {
    for (const file of ['index.html', '404.html']) expect(pageKeptOffline(addressOfFile(file)), file).toBe(true);
    for (const file of ['about.html', 'library/body/how-you-breathe.html', 'teach/body.html']) expect(pageKeptOffline(addressOfFile(file)), file).toBe(false);
    expect(pageKeptOffline('/no-such-page')).toBe(false);
  });

  it('turns a built file back into the address it was built for', () => {
    for (const address of siteAddresses(content)) expect(addressOfFile(fileForAddress(address))).toBe(address);
  });
});

describe('the addresses links are built from', () => {
  it('lead to pages the site map answers, with the screen of their route', () => {
    expect(routeForAddress(articleAddress('body', 'how-you-breathe'))?.page).toBe('article/article-page');
    expect(routeForAddress(guidePageAddress('first-aid-basics'))?.page).toBe('resource/resource-page');
    expect(routeForAddress(teacherGuideAddress('body'))?.page).toBe('teach/teacher-guide-page');
    expect(routeForAddress(teacherGuideAddress())?.page).toBe('teach/teach-page');
  });

  it('name a printable beside its teacher guide', () => {
    expect(teachingFileAddress('body', 'answer-key.pdf')).toBe('/teach/body-answer-key.pdf');
    expect(teachingFileAddress('body', 'worksheet.docx')).toBe('/teach/body-worksheet.docx');
  });

  it('read the guide back from its file and its download call, and nothing else', () => {
    expect(guideOfAddress(guideFileAddress('first-aid-basics'))).toEqual({ guide: 'first-aid-basics', download: false });
    expect(guideOfAddress(guideDownloadAddress('first-aid-basics'))).toEqual({ guide: 'first-aid-basics', download: true });
    for (const other of ['/guides/first-aid-basics.pdfx', '/guides/first-aid-basicsXpdf', '/guides/../secret.pdf', '/functions/v1/download-resource/', '/resources/first-aid-basics']) {
      expect(guideOfAddress(other), other).toBeNull();
    }
  });
});

describe('the languages', () => {
  it('are decided by the address alone: /es and below are Spanish, everything else English', () => {
    expect(localeOf('/es')).toBe('es');
    expect(localeOf('/es/')).toBe('es');
    expect(localeOf('/es/biblioteca')).toBe('es');
    expect(localeOf('/')).toBe('en');
    expect(localeOf('/escuela')).toBe('en');
    expect(localeOf('/library/es')).toBe('en');
  });

  it('link a page to its twin both ways, with or without a closing slash, and a page without one to nothing', () => {
    expect(twinAddress('/')).toBe('/es');
    expect(twinAddress('/es')).toBe('/');
    expect(twinAddress('/es/')).toBe('/');
    expect(twinAddress('/contact')).toBeNull();
    expect(languageVersions('/es')).toEqual([
      { language: 'en', path: '/' },
      { language: 'es', path: '/es' },
    ]);
    expect(languageVersions('/contact')).toEqual([]);
  });

  it('give every Spanish route an English twin that is a route of the site, and every twin one Spanish route', () => {
    const spanish = siteMap.filter((route) => routeLocale(route) === 'es');
    expect(spanish.length).toBeGreaterThan(0);
    for (const route of spanish) expect(siteMap.map((other) => other.path), route.path).toContain(route.twin);
    expect(new Set(spanish.map((route) => route.twin)).size).toBe(spanish.length);
    for (const route of siteMap.filter((other) => routeLocale(other) === 'en')) expect(route.twin, route.path).toBeUndefined();
  });

  it('load with each page the frame’s and shared components’ words, its screen’s and those its route names', () => {
    expect(routeWords({ page: 'home/home-page' })).toEqual(['components', 'pages/home']);
    expect(routeWords({ page: 'article/article-page', words: ['components/quiz'] })).toEqual(['components', 'pages/article', 'components/quiz']);
  });
});
