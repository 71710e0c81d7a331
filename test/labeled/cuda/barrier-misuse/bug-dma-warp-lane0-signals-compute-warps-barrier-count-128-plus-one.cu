// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=160
// BUG: a CudaDMA-style split: the last warp is the DMA warp and copies each
// 1024-float tile into shared memory, the other warps compute on it. The
// author modelled the "data ready" barrier as the compute threads plus one
// signalling thread, `(blockDim.x - 32) + 1`: the DMA warp's lane 0 does
// `barrier.arrive 1, count` after a __syncwarp(), the compute warps
// `barrier.sync 1, count`. A named barrier counts threads in whole warps
// (PTX ISA: the count must be a multiple of the warp size); for the
// 160-thread launch the count is 129, so the barrier's behaviour is
// undefined (ptxas cannot see it: the count comes from %ntid).
constexpr int kTile = 1024;
__global__ void __launch_bounds__(160) dma_scale_sum(const float *__restrict__ in, float *__restrict__ out,
                                                     int tiles, float alpha) {
  __shared__ __align__(16) float buf[kTile];
  const int t = threadIdx.x, warp = t / 32, lane = t % 32;
  const int ready_count = (blockDim.x - 32) + 1;  // compute threads + the signalling lane
  float acc = 0.f;
  for (int k = 0; k < tiles; ++k) {
    if (warp == 4) {
      const float4 *src = reinterpret_cast<const float4 *>(in + ((size_t)blockIdx.x * tiles + k) * kTile);
      for (int e = lane; e < kTile / 4; e += 32)
        reinterpret_cast<float4 *>(buf)[e] = src[e];
      __syncwarp();
      if (lane == 0)
        asm volatile("barrier.arrive 1, %0;" ::"r"(ready_count) : "memory");
    } else {
      asm volatile("barrier.sync 1, %0;" ::"r"(ready_count) : "memory");
      for (int e = t; e < kTile; e += 128)
        acc += alpha * buf[e];
    }
    __syncthreads();
  }
  if (warp < 4)
    out[blockIdx.x * 128 + t] = acc;
}
