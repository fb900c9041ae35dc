/*
 * Read in the page: every picture in the cell its layout names. Since the picture pipeline (2026-11-26) a
 * raster picture is a `<picture>` that takes no box of its own, with `<source>` elements before its
 * `<img>`; browsers give `<source>` no `display: none` (whatwg/html#2870), so each one became a grid or
 * flex item and took a cell (the homes' hero pictures dropped below their text at 1440 px, the blog cards
 * began with an empty cell). With the picture files held back by the caller:
 *  1. an element that draws nothing (`<source>`, `<track>`, `<template>`, a script, a style) takes no box;
 *  2. hiding every `<source>`'s box moves no picture (the fault's own reading);
 *  3. every picture shown has its width and height before its file arrives (or the rows below it jump
 *     when it does: the marketing home's case-study rows, 72 px each).
 * One line per problem, naming the picture by its alt text (or file) and the width.
 */
/** What is wrong with the pictures of the page as laid out now, read in the page. */
export function pictureProblems(width: number): string[] {
  const problems: string[] = [];
  const name = (img: HTMLImageElement) =>
    `img "${img.alt || img.getAttribute('src')?.split('/').pop() || '?'}"`;

  // 1. Nothing that draws nothing has a box (and so a cell of a grid or a flex row).
  for (const el of document.querySelectorAll('source, track, template, script, style, link, meta'))
    if (getComputedStyle(el).display !== 'none')
      problems.push(
        `<${el.localName}> in <${el.parentElement?.localName ?? '?'}> has a box (display: ${getComputedStyle(el).display}) at ${width} px`,
      );

  // 2. Hiding every <source>'s box moves no picture.
  const images = [...document.querySelectorAll('img')];
  const place = (img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { x: Math.round(box.left + scrollX), y: Math.round(box.top + scrollY) };
  };
  const before = images.map(place);
  // Through each element's own style (the page's policy refuses a <style> added to it).
  const sources = [...document.querySelectorAll<HTMLElement>('source, track')];
  const styles = sources.map((el) => el.getAttribute('style'));
  for (const el of sources) el.style.setProperty('display', 'none', 'important');
  const after = images.map(place);
  sources.forEach((el, i) =>
    styles[i] === null ? el.removeAttribute('style') : el.setAttribute('style', styles[i]!),
  );
  images.forEach((img, i) => {
    const [a, b] = [before[i]!, after[i]!];
    if (Math.abs(a.x - b.x) > 1 || Math.abs(a.y - b.y) > 1)
      problems.push(
        `${name(img)} at ${width} px sits at (${a.x}, ${a.y}) but at (${b.x}, ${b.y}) once <source> boxes are hidden`,
      );
  });

  // 3. Every picture shown has its box before its file arrives (its file is held back).
  for (const img of images) {
    if (!img.checkVisibility()) continue;
    const box = img.getBoundingClientRect();
    if (box.width < 1 || box.height < 1)
      problems.push(
        `${name(img)} at ${width} px is ${Math.round(box.width)} x ${Math.round(box.height)} px before its file arrives`,
      );
  }
  return problems;
}
