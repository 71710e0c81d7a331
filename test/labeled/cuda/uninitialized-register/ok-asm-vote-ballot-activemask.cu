// EXPECT: clean
// Warp ballot in inline PTX for a compaction; the scratch member mask is
// filled with activemask.b32 before vote.sync reads it.
__global__ void ballot_flags(const float *__restrict__ x, unsigned *__restrict__ out, float t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned bits;
  asm volatile("{\n\t"
               ".reg .pred p;\n\t"
               ".reg .b32 mask;\n\t"
               "activemask.b32 mask;\n\t"
               "setp.gt.f32 p, %1, %2;\n\t"
               "vote.sync.ballot.b32 %0, p, mask;\n\t"
               "}"
               : "=r"(bits)
               : "f"(x[i]), "f"(t));
  if ((threadIdx.x & 31) == 0)
    out[i / 32] = bits;
}
