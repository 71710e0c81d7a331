// EXPECT: misaligned-access
// A packed output record writes its two payload words as one uint2 after a
// one-word tag: the pair starts at an odd word, 4 modulo 8.
__global__ void records(const unsigned *key, const unsigned *val, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned *rec = out + 4 * i;
  rec[0] = 0xabcd;
  *reinterpret_cast<uint2 *>(rec + 1) = make_uint2(key[i], val[i]);
  rec[3] = 0;
}
