/* wordfreq: counts the words of a generated text with the shared library libwords; --test checks known counts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "words.h"

static const char *const VOCABULARY[] = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
                                         "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi"};

/* A deterministic text of n words drawn from the vocabulary (an LCG), with numbered words mixed in. */
static char *text(unsigned n, size_t *len) {
  size_t cap = (size_t)n * 12 + 1, at = 0;
  char *t = malloc(cap);
  unsigned x = 42;
  for (unsigned i = 0; i < n; i++) {
    x = x * 1103515245u + 12345u;
    unsigned k = (x >> 16) % 20;
    if (k < 16)
      at += (size_t)snprintf(t + at, cap - at, "%s ", VOCABULARY[k]);
    else
      at += (size_t)snprintf(t + at, cap - at, "w%c%c, ", 'a' + (x >> 8) % 26, 'a' + (x >> 3) % 26);
  }
  *len = at;
  return t;
}

static int check(const char *what, size_t got, size_t want) {
  printf("%s: %s: %zu\n", __FILE__, what, got);
  return got == want ? 0 : 1;
}

int main(int argc, char **argv) {
  size_t len, top;
  if (argc > 1 && strcmp(argv[1], "--test") == 0) {
    struct words *w = words_new(4);
    const char *s = "The cat and the hat. THE end";
    int bad = check("words", words_add_text(w, s, strlen(s)), 7);
    bad |= check("distinct", words_distinct(w), 5);
    const char *word = words_top(w, &top);
    bad |= check("count of the", top, 3) | (strcmp(word, "the") != 0);
    words_free(w);
    char *t = text(1000, &len);
    w = words_new(4);
    bad |= check("generated words", words_add_text(w, t, len), 1000);
    printf("distinct: %zu, checksum %u\n", words_distinct(w), words_checksum(w));
    words_free(w);
    free(t);
    return bad;
  }
  unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 1000000;
  char *t = text(n, &len);
  struct words *w = words_new(4);
  size_t total = 0;
  for (int round = 0; round < 4; round++)
    total += words_add_text(w, t, len);
  const char *word = words_top(w, &top);
  printf("%zu words, %zu distinct, top %s x%zu, checksum %u\n", total, words_distinct(w), word, top,
         words_checksum(w));
  words_free(w);
  free(t);
  return 0;
}
