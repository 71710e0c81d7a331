// EXPECT: misaligned-access
// Fixed-size records of 40 bytes (ten ints) read as two int4 plus an int2
// per record, one record per block. 40 is 8 mod 16, so for every odd block the
// record base is 8 mod 16 and the int4 loads (lines marked BUG) are
// misaligned.
__global__ void sum_records(const char *__restrict__ recs, int *__restrict__ out) {
  const char *rec = recs + blockIdx.x * 40;
  if (threadIdx.x == 0) {
    int4 a = *reinterpret_cast<const int4 *>(rec);      // BUG in odd blocks
    int4 b = *reinterpret_cast<const int4 *>(rec + 16); // BUG in odd blocks
    int2 c = *reinterpret_cast<const int2 *>(rec + 32);
    out[blockIdx.x] = a.x + a.y + a.z + a.w + b.x + b.y + b.z + b.w + c.x + c.y;
  }
}
