// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Counting the block's hits with bar.red.popc on named barrier 1 with the
// block's full 256 threads as the count: one phase, one total.
__global__ void __launch_bounds__(256) count_hits(const float *x, float thr, int *hits) {
  int i = blockIdx.x * 256 + threadIdx.x;
  unsigned p = x[i] > thr;
  unsigned n;
  asm volatile("{\n\t.reg .pred q;\n\tsetp.ne.u32 q, %1, 0;\n\t"
               "bar.red.popc.u32 %0, 1, 256, q;\n\t}"
               : "=r"(n) : "r"(p) : "memory");
  if (threadIdx.x == 0)
    hits[blockIdx.x] = n;
}
