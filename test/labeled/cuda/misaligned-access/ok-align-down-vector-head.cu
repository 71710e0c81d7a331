// EXPECT: clean
// A vectorised scan over an arbitrary float range: the start is rounded
// down to a 16-byte boundary with `& ~15` on the address, whole float4 are
// read from there, and lanes mask off the elements before the true start.
#include <cstdint>
__global__ void sum_range(const float *x, int begin, int end, float *out) {
  const float *lo = x + begin;
  const float4 *base =
      reinterpret_cast<const float4 *>(reinterpret_cast<uintptr_t>(lo) & ~uintptr_t(15));
  const int skip = static_cast<int>(lo - reinterpret_cast<const float *>(base));
  const int n = end - begin + skip;
  float s = 0.f;
  for (int i = threadIdx.x; 4 * i < n; i += blockDim.x) {
    float4 v = base[i];
    float e[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int j = 0; j < 4; ++j)
      if (4 * i + j >= skip && 4 * i + j < n)
        s += e[j];
  }
  atomicAdd(out, s);
}
