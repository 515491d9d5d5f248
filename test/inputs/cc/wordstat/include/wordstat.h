/* wordstat: a small multi-file C program for mlbridge-cc's tests (word counts, sorting, a matrix kernel). */
#ifndef WORDSTAT_H
#define WORDSTAT_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
  char word[24];
  unsigned count;
} entry;

typedef struct {
  entry *slots;
  size_t capacity;
  size_t used;
} table;

void table_init(table *t, size_t capacity);
void table_free(table *t);
void table_add(table *t, const char *word, size_t len);
uint32_t fnv1a(const char *s, size_t len);

void sort_entries(entry *items, size_t n);

double matrix_checksum(int n, int rounds);

size_t make_text(char *buf, size_t size, uint32_t seed);
#endif
