// EXPECT: clean
// The record puts its tag word and a padding word first, so the uint2
// payload starts at word 2, an 8-byte boundary.
__global__ void records(const unsigned *key, const unsigned *val, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned *rec = out + 4 * i;
  rec[0] = 0xabcd;
  rec[1] = 0;
  *reinterpret_cast<uint2 *>(rec + 2) = make_uint2(key[i], val[i]);
}
