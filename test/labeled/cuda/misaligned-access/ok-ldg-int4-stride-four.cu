// EXPECT: clean
// Non-overlapping 4-int windows read through __ldg: index 4*tid is a
// 16-byte multiple.
__global__ void windows(const int *in, int *out) {
  int4 w = __ldg(reinterpret_cast<const int4 *>(in + 4 * (blockIdx.x * blockDim.x + threadIdx.x)));
  out[blockIdx.x * blockDim.x + threadIdx.x] = w.x + w.y + w.z + w.w;
}
