import { Alert } from 'antd';
import './CsvImportInfo.css';

/** SPEC.md section 5: the columns a recipe file needs, with the names each may go by. */
const REQUIRED_COLUMNS = ['recipe title', 'description or intro', 'ingredients', 'instructions or method'];
const OPTIONAL_COLUMNS = ['country or cuisine', 'keywords or tags', 'image URL'];

/** The CSV Import tab until uploading arrives: what a file must hold, and that upload is coming. */
export function CsvImportInfo() {
  return (
    <div className="csv-import-info">
      <Alert
        type="info"
        showIcon
        title="Uploading arrives in a coming release"
        description="Soon you will be able to upload a CSV file here to add many recipes at once."
      />
      <section aria-labelledby="csv-required-columns">
        <h2 id="csv-required-columns" className="csv-import-info__heading">
          Required columns
        </h2>
        <ul>
          {REQUIRED_COLUMNS.map((column) => (
            <li key={column}>{column}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="csv-optional-columns">
        <h2 id="csv-optional-columns" className="csv-import-info__heading">
          Optional columns
        </h2>
        <ul>
          {OPTIONAL_COLUMNS.map((column) => (
            <li key={column}>{column}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
