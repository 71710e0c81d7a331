// EXPECT: barrier-misuse
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// NVCC-ARGS: -rdc=true
// PTXLINT-ARGS: --block-dim=384
// BUG: Hopper-style warp-specialised GEMM mainloop (built with -rdc): warpgroup 0
// is the producer that fills a shared-memory K tile, warpgroups 1 and 2 are
// the consumers that both read it. Producer and consumers hand the tile
// over with __syncthreads(); the consumers then agree that they are done with
// the tile on named barrier 1 before the producer may overwrite it. The count
// is the width of one warpgroup (128) although both consumer warpgroups (256
// threads) sync on id 1: the barrier completes after the first 128 arrivals
// and the phases of the two warpgroups interleave.
#define KT 64
__device__ void consumer_barrier();
__global__ void __launch_bounds__(384)
    ws_gemm(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, int ktiles) {
  __shared__ float tileB[KT][128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    if (wg == 0)
      for (int r = 0; r < KT; ++r)
        tileB[r][t] = B[((size_t)k * KT + r) * 128 + t];
    __syncthreads();
    if (wg > 0) {
      const float *a = A + ((size_t)blockIdx.x * 256 + (wg - 1) * 128 + t) * ktiles * KT + k * KT;
      for (int r = 0; r < KT; ++r)
        acc += a[r] * tileB[r][(t + r) & 127];
      consumer_barrier();
    }
    __syncthreads();
  }
  if (wg > 0)
    C[(size_t)blockIdx.x * 256 + (wg - 1) * 128 + t] = acc;
}
__device__ void consumer_barrier() { asm volatile("bar.sync 1, 128;" ::: "memory"); }
