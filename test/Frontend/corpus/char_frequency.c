// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Letter frequencies of a generated text: atomic per-letter counts and a vowel reduction.
// CHECK: acc.routine
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.atomic.update
// CHECK: acc.reduction
// CHECK: acc.loop
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NLETTERS 26
#define REPEAT 4000

static const char *phrases[] = {
    "The quick brown fox jumps over the lazy dog. ",
    "OpenACC directives describe parallel loops; ",
    "compilers map gangs, workers and vector lanes! ",
    "Sphinx of black quartz, judge my vow. ",
};

/* Returns 0..25 for ASCII letters (either case) and -1 otherwise. */
#pragma acc routine seq
static int letter_index(char c)
{
  if (c >= 'a' && c <= 'z')
    return c - 'a';
  if (c >= 'A' && c <= 'Z')
    return c - 'A';
  return -1;
}

static size_t build_text(char *buf, size_t cap)
{
  const size_t nphr = sizeof(phrases) / sizeof(phrases[0]);
  size_t len = 0;
  for (int r = 0; r < REPEAT; r++) {
    const char *p = phrases[(r * 3) % nphr];
    size_t l = strlen(p);
    if (len + l >= cap)
      break;
    memcpy(buf + len, p, l);
    len += l;
  }
  buf[len] = '\0';
  return len;
}

int main(void)
{
  const size_t cap = 256 * REPEAT;
  char *text = (char *)malloc(cap);
  int counts[NLETTERS];
  memset(counts, 0, sizeof counts);
  const size_t len = build_text(text, cap);

  long vowels = 0, spaces = 0;
#pragma acc data copyin(text[0:len]) copy(counts)
  {
#pragma acc parallel loop
    for (size_t i = 0; i < len; i++) {
      int k = letter_index(text[i]);
      if (k < 0)
        continue;
#pragma acc atomic update
      counts[k]++;
    }

#pragma acc parallel loop reduction(+:vowels, spaces)
    for (size_t i = 0; i < len; i++) {
      switch (text[i] | 0x20) { /* fold to lower case */
      case 'a': case 'e': case 'i': case 'o': case 'u':
        vowels++;
        break;
      case ' ':
        spaces++;
        break;
      default:
        break;
      }
    }
  }

  int top = 0;
  long letters = 0;
  for (int k = 0; k < NLETTERS; k++) {
    letters += counts[k];
    if (counts[k] > counts[top])
      top = k;
  }
  printf("char_frequency: length=%zu letters=%ld vowels=%ld spaces=%ld\n", len, letters,
         vowels, spaces);
  printf("char_frequency: most common letter '%c' (%d times)\n", 'a' + top, counts[top]);
  for (int k = 0; k < NLETTERS; k++)
    printf("%c:%d%s", 'a' + k, counts[k], k % 9 == 8 || k == NLETTERS - 1 ? "\n" : " ");
  free(text);
  return 0;
}
