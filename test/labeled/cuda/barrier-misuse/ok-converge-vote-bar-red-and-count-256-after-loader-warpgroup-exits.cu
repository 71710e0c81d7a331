// EXPECT: clean
// PTXLINT-ARGS: --block-dim=384
// The near miss of the refinement with a loader warpgroup: the loader
// arrives on barrier 1 (count 384, everyone) and exits; the convergence vote
// on barrier 2 counts only the 256 threads of warpgroups 1 and 2 that stay.
#include <cuda_runtime.h>
__device__ __forceinline__ int block_all_converged(int pred) {
  int r;
  asm volatile("{\n\t.reg .pred p, q;\n\tsetp.ne.s32 p, %1, 0;\n\t"
               "bar.red.and.pred q, 2, 256, p;\n\tselp.s32 %0, 1, 0, q;\n\t}"
               : "=r"(r) : "r"(pred) : "memory");
  return r;
}
__global__ void __launch_bounds__(384)
refine(const float *__restrict__ rhs, float *__restrict__ x, float tol, int iters) {
  __shared__ float b[256];
  const int wg = threadIdx.x / 128;
  if (wg == 0) {
    for (int k = threadIdx.x; k < 256; k += 128) b[k] = rhs[blockIdx.x * 256 + k];
    asm volatile("bar.arrive 1, 384;" ::: "memory");
    return;
  }
  asm volatile("bar.sync 1, 384;" ::: "memory");
  const int t = threadIdx.x - 128;
  float xi = 0.f;
  for (int it = 0; it < iters; ++it) {
    const float nx = 0.5f * (xi + b[t]);
    const int done = fabsf(nx - xi) < tol;
    xi = nx;
    if (block_all_converged(done)) break;
  }
  x[blockIdx.x * 256 + t] = xi;
}
