/* words: see words.h. */
#include "words.h"

#include <stdlib.h>
#include <string.h>

struct entry {
  char *word;
  size_t count;
};

struct words {
  struct entry *slots;
  size_t capacity, used;
};

static unsigned hash(const char *s, size_t n) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

struct words *words_new(size_t capacity) {
  struct words *w = malloc(sizeof *w);
  w->capacity = capacity < 16 ? 16 : capacity;
  w->used = 0;
  w->slots = calloc(w->capacity, sizeof *w->slots);
  return w;
}

void words_free(struct words *w) {
  for (size_t i = 0; i < w->capacity; i++)
    free(w->slots[i].word);
  free(w->slots);
  free(w);
}

static void grow(struct words *w);

static void count(struct words *w, const char *s, size_t n) {
  if (2 * (w->used + 1) > w->capacity)
    grow(w);
  size_t i = hash(s, n) & (w->capacity - 1);
  while (w->slots[i].word && (strlen(w->slots[i].word) != n || memcmp(w->slots[i].word, s, n) != 0))
    i = (i + 1) & (w->capacity - 1);
  if (!w->slots[i].word) {
    w->slots[i].word = malloc(n + 1);
    memcpy(w->slots[i].word, s, n);
    w->slots[i].word[n] = 0;
    w->used++;
  }
  w->slots[i].count++;
}

static void grow(struct words *w) {
  struct entry *old = w->slots;
  size_t n = w->capacity;
  size_t capacity = 16;
  while (capacity < 2 * n)
    capacity *= 2;
  w->slots = calloc(capacity, sizeof *w->slots);
  w->capacity = capacity;
  w->used = 0;
  for (size_t i = 0; i < n; i++)
    if (old[i].word) {
      size_t j = hash(old[i].word, strlen(old[i].word)) & (capacity - 1);
      while (w->slots[j].word)
        j = (j + 1) & (capacity - 1);
      w->slots[j] = old[i];
      w->used++;
    }
  free(old);
}

size_t words_add_text(struct words *w, const char *text, size_t len) {
  char buf[64];
  size_t n = 0, total = 0;
  for (size_t i = 0; i <= len; i++) {
    char c = i < len ? text[i] : ' ';
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
      if (n < sizeof buf)
        buf[n++] = (char)(c | 0x20);
    } else if (n) {
      count(w, buf, n);
      total++;
      n = 0;
    }
  }
  return total;
}

size_t words_distinct(const struct words *w) { return w->used; }

const char *words_top(const struct words *w, size_t *count) {
  const struct entry *best = NULL;
  for (size_t i = 0; i < w->capacity; i++) {
    const struct entry *e = &w->slots[i];
    if (e->word && (!best || e->count > best->count || (e->count == best->count && strcmp(e->word, best->word) < 0)))
      best = e;
  }
  *count = best ? best->count : 0;
  return best ? best->word : "";
}

unsigned words_checksum(const struct words *w) {
  unsigned h = 0;
  for (size_t i = 0; i < w->capacity; i++)
    if (w->slots[i].word)
      h += hash(w->slots[i].word, strlen(w->slots[i].word)) * (unsigned)w->slots[i].count;
  return h;
}
