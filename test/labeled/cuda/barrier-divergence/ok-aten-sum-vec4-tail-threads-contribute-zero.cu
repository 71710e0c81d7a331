// EXPECT: clean
// The same ATen-style slice sum written the way the library does it: threads
// without a vector chunk or a tail element simply keep acc = 0 and still take
// part in the block reduction, so every thread reaches both __syncthreads().
// The only early return tests blockIdx.x, the same in the whole block.
template <int NT>
__device__ __forceinline__ float block_reduce_sum(float v, float *warp_sums) {
  const int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  if (lane == 0)
    warp_sums[wid] = v;
  __syncthreads();
  v = threadIdx.x < NT / 32 ? warp_sums[lane] : 0.f;
  if (wid == 0) {
#pragma unroll
    for (int o = NT / 64; o > 0; o >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, o);
  }
  __syncthreads();  // warp_sums is reused by the caller's next slice
  return v;
}

__global__ void __launch_bounds__(256) sum_lastdim(const float *__restrict__ in,
                                                   float *__restrict__ out, int slices,
                                                   int slice_len) {
  __shared__ float warp_sums[8];
  if (blockIdx.x >= slices)
    return;  // whole block leaves together
  const float *src = in + (size_t)blockIdx.x * slice_len;
  const int nvec = slice_len / 4;
  const int tail = slice_len - nvec * 4;
  float acc = 0.f;
  for (int i = threadIdx.x; i < nvec; i += 256) {
    float4 v = reinterpret_cast<const float4 *>(src)[i];
    acc += (v.x + v.y) + (v.z + v.w);
  }
  if (threadIdx.x < tail)
    acc += src[nvec * 4 + threadIdx.x];
  acc = block_reduce_sum<256>(acc, warp_sums);
  if (threadIdx.x == 0)
    out[blockIdx.x] = acc;
}
