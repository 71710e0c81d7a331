// EXPECT: clean
// Patch-embedding dot products: each group of 8 lanes handles one patch and
// reduces its partial sums with __shfl_down_sync(mask, v, o, 8), where mask
// = 0xff << (lane & ~7) names exactly the group's lanes; every lane runs the
// reduction (patches past the end contribute zero), and group leaders
// store.
__global__ void patch_dot(const float *__restrict__ patches, const float *__restrict__ w,
                          float *__restrict__ out, int npatch, int plen) {
  const int lane = threadIdx.x & 31;
  const int p = (blockIdx.x * blockDim.x + threadIdx.x) / 8;
  const int g = lane & 7;
  const unsigned mask = 0xffu << (lane & ~7);
  float s = 0.f;
  if (p < npatch)
    for (int k = g; k < plen; k += 8) s += patches[(size_t)p * plen + k] * w[k];
  for (int o = 4; o > 0; o >>= 1) s += __shfl_down_sync(mask, s, o, 8);
  if (g == 0 && p < npatch) out[p] = s;
}
