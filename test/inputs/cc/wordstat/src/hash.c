#include <stdlib.h>
#include <string.h>
#include "wordstat.h"

uint32_t fnv1a(const char *s, size_t len) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < len; i++) {
    h ^= (unsigned char)s[i];
    h *= 16777619u;
  }
  return h;
}

void table_init(table *t, size_t capacity) {
  t->slots = calloc(capacity, sizeof(entry));
  t->capacity = capacity;
  t->used = 0;
}

void table_free(table *t) { free(t->slots); }

void table_add(table *t, const char *word, size_t len) {
  if (len >= sizeof(t->slots[0].word))
    len = sizeof(t->slots[0].word) - 1;
  size_t i = fnv1a(word, len) % t->capacity;
  for (;;) {
    entry *e = &t->slots[i];
    if (e->count == 0) {
      memcpy(e->word, word, len);
      e->word[len] = 0;
      e->count = 1;
      t->used++;
      return;
    }
    if (strncmp(e->word, word, len) == 0 && e->word[len] == 0) {
      e->count++;
      return;
    }
    i = (i + 1) % t->capacity;
  }
}
