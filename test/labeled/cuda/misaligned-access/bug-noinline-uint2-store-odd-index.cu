// EXPECT: misaligned-access
// An out-of-line helper storing a (key, value) pair as one uint2 into a
// uint array at element k. The caller leaves one uint of header in front of
// the pairs and passes k = 2 * i + 1: always odd, so every 8-byte store is
// at a 4-byte boundary.
__device__ __noinline__ void store_pair(unsigned *p, int k, uint2 kv) {
  *reinterpret_cast<uint2 *>(p + k) = kv;
}
__global__ void emit_pairs(const unsigned *keys, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (i == 0)
    out[0] = n;
  store_pair(out, 2 * i + 1, make_uint2(keys[i], i));
}
