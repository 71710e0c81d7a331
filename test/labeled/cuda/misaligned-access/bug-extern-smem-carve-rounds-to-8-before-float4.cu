// EXPECT: misaligned-access
// BUG: the staging buffer holds 37 int histogram bins (148 bytes) and then a
// float4 tile. The carve rounds the offset with (off + 7) & ~7, which gives
// 152: 8 modulo 16, so every float4 access to the tile is misaligned. It
// needs (off + 15) & ~15.
#define NBINS 37
__global__ void bins_then_tile(const float4 *__restrict__ in, float4 *__restrict__ out,
                               int *__restrict__ hist) {
  extern __shared__ __align__(16) unsigned char smem[];
  int *s_bins = reinterpret_cast<int *>(smem);
  constexpr unsigned off = (NBINS * sizeof(int) + 7u) & ~7u;
  float4 *s_tile = reinterpret_cast<float4 *>(smem + off);
  if (threadIdx.x < NBINS) s_bins[threadIdx.x] = 0;
  float4 v = in[blockIdx.x * blockDim.x + threadIdx.x];
  s_tile[threadIdx.x] = v;
  __syncthreads();
  atomicAdd(&s_bins[(unsigned)(v.x) % NBINS], 1);
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = s_tile[blockDim.x - 1 - threadIdx.x];
  if (threadIdx.x < NBINS) atomicAdd(&hist[threadIdx.x], s_bins[threadIdx.x]);
}
