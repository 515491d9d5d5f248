#include <stdlib.h>
#include <string.h>
#include "wordstat.h"

static int before(const entry *a, const entry *b) {
  if (a->count != b->count)
    return a->count > b->count;
  return strcmp(a->word, b->word) < 0;
}

static void merge(entry *items, entry *tmp, size_t lo, size_t mid, size_t hi) {
  size_t i = lo, j = mid, k = lo;
  while (i < mid && j < hi)
    tmp[k++] = before(&items[j], &items[i]) ? items[j++] : items[i++];
  while (i < mid)
    tmp[k++] = items[i++];
  while (j < hi)
    tmp[k++] = items[j++];
  memcpy(items + lo, tmp + lo, (hi - lo) * sizeof(entry));
}

void sort_entries(entry *items, size_t n) {
  entry *tmp = malloc(n * sizeof(entry) + 1);
  for (size_t width = 1; width < n; width *= 2)
    for (size_t lo = 0; lo + width < n; lo += 2 * width) {
      size_t hi = lo + 2 * width < n ? lo + 2 * width : n;
      merge(items, tmp, lo, lo + width, hi);
    }
  free(tmp);
}
