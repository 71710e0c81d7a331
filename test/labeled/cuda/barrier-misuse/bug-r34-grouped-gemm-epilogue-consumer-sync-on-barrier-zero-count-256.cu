// EXPECT: barrier-misuse
// ARCHS: sm_90a sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=384
// BUG: grouped-GEMM epilogue of a warp-specialised kernel (one producer
// warpgroup, two consumer warpgroups): the consumers stage their
// accumulators in shared memory and synchronise among themselves with a
// named barrier before the coalesced store. The barrier enum started at 0,
// so the consumers' `bar.sync 0, 256` shares id 0 with the __syncthreads()
// the kernel uses after its shared-memory setup: barrier 0 is both the
// whole CTA and a 256-thread subset.
enum class EpiBarrier : int { Consumers = 0 };
__device__ __forceinline__ void consumer_sync() {
  asm volatile("bar.sync %0, %1;" ::"r"((int)EpiBarrier::Consumers), "n"(256) : "memory");
}
__global__ void __launch_bounds__(384)
    grouped_gemm_epilogue(const float *__restrict__ acc_in, const int *__restrict__ group_offsets,
                          const float *__restrict__ alpha, float *__restrict__ d, int ldd) {
  __shared__ float stage[128][65];
  __shared__ int row0, rows;
  const int g = blockIdx.y;
  if (threadIdx.x == 0) {
    row0 = group_offsets[g];
    rows = group_offsets[g + 1] - group_offsets[g];
  }
  __syncthreads();
  const int wg = threadIdx.x / 128;
  if (wg == 0)
    return;
  const int ct = threadIdx.x - 128;
  const int tile = blockIdx.x * 128;
  for (int j = 0; j < 32; ++j) {
    const int e = ct * 32 + j;
    stage[e / 64][e % 64] = acc_in[((size_t)g * gridDim.x + blockIdx.x) * 8192 + e] * alpha[g];
  }
  consumer_sync();
  for (int e = ct; e < 128 * 64; e += 256) {
    const int r = tile + e / 64;
    if (r < rows)
      d[(size_t)(row0 + r) * ldd + e % 64] = stage[e / 64][e % 64];
  }
}
