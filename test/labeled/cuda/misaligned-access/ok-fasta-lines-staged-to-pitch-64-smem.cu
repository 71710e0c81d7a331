// EXPECT: clean
// GC-content per FASTA line (60 bases + '\n' = 61 bytes): the block first
// copies its 64 lines byte by byte into shared memory with a padded pitch of
// 64 bytes, dropping the newlines, and each thread then reads its line 4 bases
// at a time as char4 from a 64-byte-aligned row.
#define LINE_BASES 60
#define LINE_BYTES (LINE_BASES + 1)
#define PITCH 64
__global__ void __launch_bounds__(64) gc_per_line(const char *__restrict__ body, int lines,
                                                  unsigned char *__restrict__ gc) {
  __shared__ __align__(16) char rows[64 * PITCH];
  int first = blockIdx.x * 64;
  for (int b = threadIdx.x; b < 64 * LINE_BYTES; b += 64) {
    int l = b / LINE_BYTES, c = b % LINE_BYTES;
    if (c < LINE_BASES && first + l < lines)
      rows[l * PITCH + c] = body[(size_t)first * LINE_BYTES + b];
  }
  __syncthreads();
  int line = first + threadIdx.x;
  if (line >= lines)
    return;
  const char4 *p = reinterpret_cast<const char4 *>(rows + threadIdx.x * PITCH);
  int n = 0;
#pragma unroll
  for (int k = 0; k < LINE_BASES / 4; ++k) {
    char4 b = p[k];
    n += (b.x == 'G' || b.x == 'C') + (b.y == 'G' || b.y == 'C') +
         (b.z == 'G' || b.z == 'C') + (b.w == 'G' || b.w == 'C');
  }
  gc[line] = (unsigned char)n;
}
