// EXPECT: clean
// PTXLINT-ARGS: --block-dim=160
// OK: the same CudaDMA-style split (the last warp copies each 1024-float tile
// into shared memory, the other warps compute on it) with the "data ready"
// barrier counted in whole warps, `blockDim.x`: all 32 lanes of the DMA warp
// `bar.arrive 1, count` after their copies, the compute warps
// `bar.sync 1, count`: 160 threads for the 160-thread launch, exactly the
// ones that take part, and a multiple of the warp size.
constexpr int kTile = 1024;
__global__ void __launch_bounds__(160) dma_scale_sum(const float *__restrict__ in, float *__restrict__ out,
                                                     int tiles, float alpha) {
  __shared__ __align__(16) float buf[kTile];
  const int t = threadIdx.x, warp = t / 32, lane = t % 32;
  const int ready_count = blockDim.x;  // compute warps + the whole DMA warp
  float acc = 0.f;
  for (int k = 0; k < tiles; ++k) {
    if (warp == 4) {
      const float4 *src = reinterpret_cast<const float4 *>(in + ((size_t)blockIdx.x * tiles + k) * kTile);
      for (int e = lane; e < kTile / 4; e += 32)
        reinterpret_cast<float4 *>(buf)[e] = src[e];
      asm volatile("bar.arrive 1, %0;" ::"r"(ready_count) : "memory");
    } else {
      asm volatile("bar.sync 1, %0;" ::"r"(ready_count) : "memory");
      for (int e = t; e < kTile; e += 128)
        acc += alpha * buf[e];
    }
    __syncthreads();
  }
  if (warp < 4)
    out[blockIdx.x * 128 + t] = acc;
}
