// EXPECT: barrier-divergence
// ATen-style contiguous sum, one block per output slice: each thread reads
// float4 chunks of its slice, then the tail (slice_len % 4 elements) is
// handled by the first threads. BUG: the author made whole warps that have
// neither a vector chunk nor a tail element leave early ("nothing to do",
// warp-granular so the warp shuffles stay full), but the block reduction
// after it uses __syncthreads(): in a short slice the warps past the data
// are gone and the others hang at the barrier.
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
  return v;
}

__global__ void __launch_bounds__(256) sum_lastdim(const float *__restrict__ in,
                                                   float *__restrict__ out, int slice_len) {
  __shared__ float warp_sums[8];
  const float *src = in + (size_t)blockIdx.x * slice_len;
  const int nvec = slice_len / 4;
  const int tail = slice_len - nvec * 4;
  const int warp_first = threadIdx.x & ~31;
  if (warp_first >= nvec && warp_first >= tail)
    return;  // BUG: this warp never reaches the barrier in block_reduce_sum
  float acc = 0.f;
  // slice_len is a multiple of 4 whenever rows are vector-aligned: the host
  // picks this kernel only then, so src is 16-byte aligned
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
