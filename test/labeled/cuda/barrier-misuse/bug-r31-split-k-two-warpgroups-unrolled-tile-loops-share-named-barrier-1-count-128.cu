// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// BUG: intra-CTA split-K GEMV. Warpgroup 0 reduces the even K tiles and
// warpgroup 1 the odd ones, each staging its tile of x in its own half of
// shared memory and syncing its 128 threads with `bar.sync 1, 128` before
// and after using it. Both warpgroups run `tiles` rounds (the same kernel
// parameter), and nvcc -O3 unrolls each role's loop by four with a
// remainder loop. The two warpgroups share barrier id 1 with a count of
// one warpgroup: each phase completes with whichever 128 threads arrive
// first, a mix of both groups, so a warpgroup can read its tile before all
// of its own threads have staged it. Each warpgroup needs its own id.
__device__ __forceinline__ void named_sync(int id, int n) { asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory"); }
__global__ void __launch_bounds__(256) splitk_gemv(const float *__restrict__ A, const float *__restrict__ x,
                                                  float *__restrict__ y, int tiles) {
  __shared__ float xs[2][128];
  __shared__ float part[128];
  const int t = threadIdx.x & 127, wg = threadIdx.x >> 7;
  const int row = blockIdx.x * 128 + t, ld = tiles * 256;
  float acc = 0.f;
  if (wg == 0) {
    for (int k = 0; k < tiles; ++k) {
      xs[0][t] = x[k * 256 + t];
      named_sync(1, 128);
      acc += A[(size_t)row * ld + k * 256 + t] * xs[0][127 - t];
      named_sync(1, 128);
    }
    part[t] = acc;
  } else {
    for (int k = 0; k < tiles; ++k) {
      xs[1][t] = x[k * 256 + 128 + t];
      named_sync(1, 128);
      acc += A[(size_t)row * ld + k * 256 + 128 + t] * xs[1][127 - t];
      named_sync(1, 128);
    }
  }
  __syncthreads();
  if (wg == 1)
    y[row] = acc + part[t];
}
