#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "wordstat.h"

static const char *syllables[] = {"ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "de", "gu"};

size_t make_text(char *buf, size_t size, uint32_t seed) {
  size_t n = 0;
  while (n + 16 < size) {
    seed = seed * 1103515245u + 12345u;
    int parts = 1 + (seed >> 16) % 3;
    for (int p = 0; p < parts; p++) {
      seed = seed * 1103515245u + 12345u;
      const char *s = syllables[(seed >> 16) % 10];
      buf[n++] = s[0];
      buf[n++] = s[1];
    }
    buf[n++] = ' ';
  }
  buf[n] = 0;
  return n;
}

int main(int argc, char **argv) {
  size_t size = argc > 1 ? (size_t)atol(argv[1]) : 200000;
  char *text = malloc(size + 1);
  size_t len = make_text(text, size, 42);
  table t;
  table_init(&t, 4096);
  for (size_t i = 0; i < len;) {
    while (i < len && text[i] == ' ')
      i++;
    size_t start = i;
    while (i < len && text[i] != ' ')
      i++;
    if (i > start)
      table_add(&t, text + start, i - start);
  }
  entry *items = malloc(t.used * sizeof(entry) + 1);
  size_t n = 0;
  for (size_t i = 0; i < t.capacity; i++)
    if (t.slots[i].count)
      items[n++] = t.slots[i];
  sort_entries(items, n);
  printf("%zu distinct words\n", n);
  for (size_t i = 0; i < n && i < 10; i++)
    printf("%-8s %u\n", items[i].word, items[i].count);
  printf("checksum %.6f\n", matrix_checksum(48, 3));
  free(items);
  table_free(&t);
  free(text);
  return 0;
}
