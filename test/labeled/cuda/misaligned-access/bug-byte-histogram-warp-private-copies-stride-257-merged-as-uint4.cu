// EXPECT: misaligned-access
// BUG: a 256-bin byte histogram with one private copy per warp in shared
// memory (fewer atomic collisions), merged by 64 threads that each add four
// bins of every copy with one uint4 read. The copies were padded by one
// counter (stride 257) so that they start in different banks: copy w starts
// at 1028 * w bytes, and the uint4 reads of the odd copies are 4-byte aligned.
constexpr int kBins = 256, kWarps = 8, kStride = kBins + 1;
__global__ void __launch_bounds__(256) hist256_warp_private(const unsigned char *__restrict__ data, size_t n,
                                                            unsigned *__restrict__ hist) {
  __shared__ __align__(16) unsigned sub[kWarps * kStride];
  int t = threadIdx.x, warp = t >> 5;
  for (int i = t; i < kWarps * kStride; i += 256)
    sub[i] = 0;
  __syncthreads();
  unsigned *mine = sub + warp * kStride;
  for (size_t i = (size_t)blockIdx.x * 256 + t; i < n; i += (size_t)gridDim.x * 256)
    atomicAdd(&mine[data[i]], 1u);
  __syncthreads();
  if (t < kBins / 4) {
    uint4 s = make_uint4(0, 0, 0, 0);
#pragma unroll
    for (int w = 0; w < kWarps; ++w) {
      uint4 c = *reinterpret_cast<const uint4 *>(&sub[w * kStride + 4 * t]);
      s.x += c.x; s.y += c.y; s.z += c.z; s.w += c.w;
    }
    if (s.x) atomicAdd(&hist[4 * t + 0], s.x);
    if (s.y) atomicAdd(&hist[4 * t + 1], s.y);
    if (s.z) atomicAdd(&hist[4 * t + 2], s.z);
    if (s.w) atomicAdd(&hist[4 * t + 3], s.w);
  }
}
