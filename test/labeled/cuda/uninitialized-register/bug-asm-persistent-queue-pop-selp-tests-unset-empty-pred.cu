// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=128
// Persistent kernel whose work-queue pop is written in inline PTX: an atomic
// add takes the next item, a compare against the item count sets predicate
// `done`, and selp turns an exhausted pop into -1. The selp tests `empty`,
// a second predicate the block declares for a later refactor and never sets
// (BUG): the pop's result depends on an unset predicate.
__device__ __forceinline__ int pop_item(unsigned* q, unsigned n) {
  int r;
  asm volatile(
      "{\n\t.reg .u32 w;\n\t.reg .pred done, empty;\n\t"
      "atom.global.add.u32 w, [%1], 1;\n\t"
      "setp.ge.u32 done, w, %2;\n\t"
      "selp.b32 %0, -1, w, empty;\n\t}"
      : "=r"(r)
      : "l"(q), "r"(n)
      : "memory");
  return r;
}
__global__ void persistent_pop(unsigned* q, const float* __restrict__ x, float* __restrict__ y, unsigned n) {
  for (;;) {
    int item = 0;
    if ((threadIdx.x & 31) == 0) item = pop_item(q, n);
    item = __shfl_sync(0xffffffffu, item, 0);
    if (item < 0) break;
    y[(size_t)item * 32 + (threadIdx.x & 31)] = 2.f * x[(size_t)item * 32 + (threadIdx.x & 31)];
  }
}
