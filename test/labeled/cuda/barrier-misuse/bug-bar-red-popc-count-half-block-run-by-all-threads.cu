// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// Counting how many threads of the block found a hit with bar.red.popc on a
// named barrier: the count (128, left from a version with 128-thread blocks)
// is smaller than the 256 threads that all execute it, so the barrier
// completes twice, once per 128 arrivals, and each half gets its own partial
// count.
__global__ void __launch_bounds__(256) count_hits(const float *x, float thr, int *hits) {
  int i = blockIdx.x * 256 + threadIdx.x;
  unsigned p = x[i] > thr;
  unsigned n;
  asm volatile("{\n\t.reg .pred q;\n\tsetp.ne.u32 q, %1, 0;\n\t"
               "bar.red.popc.u32 %0, 1, 128, q;\n\t}"
               : "=r"(n) : "r"(p) : "memory");
  if (threadIdx.x == 0)
    hits[blockIdx.x] = n;
}
