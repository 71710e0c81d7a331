// EXPECT: misaligned-access
// Each thread reads 4 ints through __ldg but the index advances by 2 ints
// per thread (meant as overlapping windows): odd threads read at 8 modulo 16.
__global__ void windows(const int *in, int *out) {
  int4 w = __ldg(reinterpret_cast<const int4 *>(in + 2 * threadIdx.x));
  out[blockIdx.x * blockDim.x + threadIdx.x] = w.x + w.y + w.z + w.w;
}
